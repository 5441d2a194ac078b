// Hidden context for DeepLinks.md (see Scripts/check-doc-snippets): the target and the
// router its earlier blocks declare, for the blocks that use them.

@MainActor let cartOverProduct = AppCoordinator.target(root: .main)

@MainActor let router = URLRouter<AppCoordinator>(schemes: ["shop"], routes: [])
