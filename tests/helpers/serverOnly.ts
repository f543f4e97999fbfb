// Stand-in for the `server-only` package under Vitest, where every module already runs on the server.
export {}
