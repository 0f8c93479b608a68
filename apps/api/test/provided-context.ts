/** What the `api` project's global setup hands every test file (`provide` there, `inject` in helpers.ts). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite dump of a migrated database (embedded runs). */
    pgliteTemplate: string | undefined;
    /** Name of the migrated template database (runs with TEST_DATABASE_URL). */
    postgresTemplate: string | undefined;
  }
}

export {};
