// Names renamed or removed after a release, used the old way: Scripts/check-fixits type-checks
// this file against the built Trellis module and compares the errors with expected-errors.txt
// (one per line, each the fix-it or the message the compiler shows).
//
// Fix-its start with names renamed after 0.1.0: nothing before it shipped, so the list is
// empty. CONTRIBUTING.md says how a rename adds its line here.
import Trellis
