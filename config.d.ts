// The frontend package's configuration: only what the browser reads. The
// backend plugin declares its own keys (dev/backend/plugin/config.d.ts);
// docs/configuration.md lists every key with the package that reads it.
export interface Config {
  /** Configuration of the Agora Q&A plugin. */
  agora?: {
    /**
     * Id of the backend plugin the frontend calls, resolved with the
     * discovery API: where the Agora backend plugin is installed. Whatever
     * answers there must serve the Agora API (docs/api.md).
     * @default agora
     * @visibility frontend
     */
    backendPluginId?: string;
    /**
     * Offer "Post anonymously" on new questions and answers.
     * @visibility frontend
     */
    allowAnonymous?: boolean;
    /**
     * The shortest question the backend accepts, which the ask form states
     * before submitting. The backend reads the same keys and declares them
     * too (dev/backend/plugin/config.d.ts); docs/configuration.md.
     */
    questions?: {
      /**
       * Characters a question's title needs at least, trimmed; 0 for none.
       * @default 15
       * @visibility frontend
       */
      minTitleLength?: number;
      /**
       * Characters a question's content needs at least, trimmed; 0 for none.
       * @default 30
       * @visibility frontend
       */
      minContentLength?: number;
    };
  };
}
