// The `SwiftUIStandIn` product on Apple hosts: an empty module.
//
// On Linux the product is the SwiftUI stand-in (Sources/SwiftUIStandIn), for an app's tests of
// its SwiftUI layer. On a Mac, where Apple's SwiftUI exists, Package.swift declares this target
// in its place, so that an app's manifest can name the product on every host; with
// `condition: .when(platforms: [.linux])` an Apple build neither builds nor links it. It declares
// nothing, so importing it would give nothing either: the app's code imports SwiftUI.
