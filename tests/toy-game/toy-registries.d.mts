/** Types of toy-registries.mjs (plain JS: Node's module hook loads it without tsx). */
export declare const TOY_REGISTRIES: Readonly<Record<string, string>>;
export declare const COPIES_URL: string;
export declare const TOY_REGISTRY_URLS: Readonly<Record<string, string>>;
