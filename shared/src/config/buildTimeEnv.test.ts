import { buildTimeEnv } from '../../build/build-time-env.cjs';
import { EMBEDDED_SUPABASE_ANON_KEY } from './runtimeConfig';

describe('build-time config defaults', () => {
  it('points the auth service at the api and uses the embedded anon key when only API_URL is set', () => {
    expect(buildTimeEnv({ API_URL: 'https://api.whalewatch.test' })).toEqual({
      'process.env.API_URL': '"https://api.whalewatch.test"',
      'process.env.SUPABASE_URL': '"https://api.whalewatch.test"',
      'process.env.SUPABASE_ANON_KEY': JSON.stringify(EMBEDDED_SUPABASE_ANON_KEY),
      'process.env.EXPLORER_URL': '"https://etherscan.io"',
      'process.env.PADDLE_CLIENT_TOKEN': '""',
      'process.env.PADDLE_ENVIRONMENT': '"production"',
      'process.env.PADDLE_PRICE_STARTER': '""',
      'process.env.PADDLE_PRICE_PRO': '""',
      'process.env.PADDLE_PRICE_PRIVACY_SHIELD': '""',
    });
  });

  it('carries the Paddle client token, environment and price ids into the bundle', () => {
    expect(buildTimeEnv({ PADDLE_CLIENT_TOKEN: 'test_abc', PADDLE_ENVIRONMENT: 'sandbox', PADDLE_PRICE_PRO: 'pri_01pro' })).toMatchObject({
      'process.env.PADDLE_CLIENT_TOKEN': '"test_abc"',
      'process.env.PADDLE_ENVIRONMENT': '"sandbox"',
      'process.env.PADDLE_PRICE_PRO': '"pri_01pro"',
    });
  });

  it('links transactions to the explorer named by EXPLORER_URL', () => {
    expect(buildTimeEnv({ EXPLORER_URL: 'https://sepolia.etherscan.io' })).toMatchObject({
      'process.env.EXPLORER_URL': '"https://sepolia.etherscan.io"',
    });
  });

  it('uses the local api when nothing is set', () => {
    expect(buildTimeEnv({})).toMatchObject({
      'process.env.API_URL': '"http://127.0.0.1:4000"',
      'process.env.SUPABASE_URL': '"http://127.0.0.1:4000"',
    });
  });

  it('takes a hosted project from SUPABASE_URL and SUPABASE_ANON_KEY', () => {
    expect(buildTimeEnv({ SUPABASE_URL: 'https://project.supabase.co', SUPABASE_ANON_KEY: 'hosted-anon-key' })).toMatchObject({
      'process.env.SUPABASE_URL': '"https://project.supabase.co"',
      'process.env.SUPABASE_ANON_KEY': '"hosted-anon-key"',
    });
  });
});
