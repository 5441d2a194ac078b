import SwiftUI
import Testing

@Suite("Binding")
@MainActor
struct BindingTests {
    @Test func readsAndWritesThroughItsClosures() {
        let box = SharedValue(value: 1)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        binding.wrappedValue = 5
        #expect(box.value == 5)
        #expect(binding.projectedValue.wrappedValue == 5)
    }

    @Test func constantIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func dynamicMemberReachesAProperty() {
        struct Pair { var left = 1, right = 2 }
        @State var pair = Pair()
        let right = $pair.right
        right.wrappedValue = 7
        #expect(pair.right == 7)
        #expect(pair.left == 1)
    }
}

/// A value bindings in these tests share; the tests touch it from the main actor only.
private final class SharedValue: @unchecked Sendable {
    var value: Int

    init(value: Int) {
        self.value = value
    }
}
