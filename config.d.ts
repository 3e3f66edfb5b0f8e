export interface Config {
  /** Configuration of the Agora Q&A plugin. */
  agora?: {
    /**
     * Backend plugin id the frontend talks to, resolved with the discovery
     * API. Set it to `qeta` to run against an existing qeta backend.
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
