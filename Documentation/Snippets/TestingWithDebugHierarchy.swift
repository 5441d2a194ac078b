// Hidden context for TestingWithDebugHierarchy.md (see Scripts/check-doc-snippets).
import Testing
