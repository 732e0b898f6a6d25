interface ImportMetaEnv {
  /** Names the build's message parts (scripts/vite-compiled-messages.ts); absent where no build made them. */
  readonly MESSAGE_PARTS_VERSION?: string;
}
