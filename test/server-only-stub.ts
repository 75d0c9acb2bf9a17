// Stand-in for the "server-only" marker package under vitest: outside Next.js its
// default export throws on import, which would stop server modules from loading.
export {};
