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
  };
}
