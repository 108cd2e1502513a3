/** Settings read at build time from `VITE_*` variables (see README, "Configuration"). */
export interface AppConfig {
  graphqlUrl: string;
}

export const config: AppConfig = {
  graphqlUrl: import.meta.env.VITE_GRAPHQL_URL || '/graphql',
};
