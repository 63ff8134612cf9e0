// Build-time defaults of the runtime config (shared/src/config/runtimeConfig.ts), written into every
// bundle by DefinePlugin; the shell's /config.json overrides them at start-up.
function buildTimeEnv(env = process.env) {
  const apiUrl = env.API_URL ?? 'http://127.0.0.1:4000';
  return {
    'process.env.API_URL': JSON.stringify(apiUrl),
    // The api embeds a Supabase-compatible auth service unless a hosted project is named.
    'process.env.SUPABASE_URL': JSON.stringify(env.SUPABASE_URL ?? apiUrl),
    'process.env.SUPABASE_ANON_KEY': JSON.stringify(env.SUPABASE_ANON_KEY ?? 'whalewatch-embedded-anon-key'),
    'process.env.EXPLORER_URL': JSON.stringify(env.EXPLORER_URL ?? 'https://etherscan.io'),
    // Paddle checkout: unset, the pricing page says checkout is not configured.
    'process.env.PADDLE_CLIENT_TOKEN': JSON.stringify(env.PADDLE_CLIENT_TOKEN ?? ''),
    'process.env.PADDLE_ENVIRONMENT': JSON.stringify(env.PADDLE_ENVIRONMENT ?? 'production'),
    'process.env.PADDLE_PRICE_STARTER': JSON.stringify(env.PADDLE_PRICE_STARTER ?? ''),
    'process.env.PADDLE_PRICE_PRO': JSON.stringify(env.PADDLE_PRICE_PRO ?? ''),
    'process.env.PADDLE_PRICE_PRIVACY_SHIELD': JSON.stringify(env.PADDLE_PRICE_PRIVACY_SHIELD ?? ''),
  };
}

module.exports = { buildTimeEnv };
