// The contract between the shell and the remotes it loads, as one number. Raise it whenever a
// change would break a remote built before it (or a shell built before it):
// - the props the shell passes to a remote's exposed `./Module` (RemoteModuleProps in
//   frontends/shared/ui/src/lib/remote-slot.tsx) and what that module must export;
// - the shared singletons and their version ranges (sharedModules() in ./rspack.mjs), including
//   the exports of the shared surfaces and of the @terrabridge/* libraries that remotes use.
// Every build compiles its number in (`__REMOTE_CONTRACT__`); each remote exports it next to its
// component and `npm run release:admin` writes it into /remotes.json. The shell refuses a remote
// whose number differs from its own and shows that section's error instead (remote-loader.ts).
// CommonJS so both the builds (ESM) and the Jest preset (CommonJS) can read it.
module.exports = { REMOTE_CONTRACT: 1 };
