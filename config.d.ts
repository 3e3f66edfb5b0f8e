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

    // The keys below are read by the Agora backend plugin only
    // (dev/backend); see docs/configuration.md.

    /**
     * User or group refs allowed into the moderator functions.
     */
    moderators?: string[];
    /**
     * Development only: lets a request act as another user through the
     * `x-agora-user` header (ignored when NODE_ENV is production, refused
     * with a service's credentials). Never enable in production.
     */
    devIdentity?: boolean;
    /** Demo data seeded into an empty database at start-up. */
    seed?: {
      /**
       * Seeds the demo community when true; off unless set, so a real
       * installation never gets demo data by omission.
       * @default false
       */
      enabled?: boolean;
    };
    /** An OpenAI-compatible service; AI is on when apiUrl and model are set. */
    ai?: {
      /** Base URL, e.g. https://api.openai.com/v1 */
      apiUrl?: string;
      model?: string;
      /** @visibility secret */
      apiKey?: string;
      /** @default true */
      existingQuestions?: boolean;
      /** @default true */
      newQuestions?: boolean;
      /** @default true */
      articleSummaries?: boolean;
      /** @default 60000 */
      timeoutMs?: number;
    };
    attachments?: {
      /** Directory for uploaded images; without it they go to the database. */
      directory?: string;
    };
    /** Link previews of `POST /url`. */
    urlMetadata?: {
      /**
       * Tests only: also fetch pages on loopback and private addresses (the
       * browser tests serve their page on 127.0.0.1). Never enable in
       * production: it lets users make the backend call internal services.
       * @default false
       */
      allowPrivateNetworks?: boolean;
    };
  };
}
