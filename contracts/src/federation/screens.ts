// The shell ↔ remotes contract (issue 34 §3): each remote container, the screens it exposes, the route
// the shell mounts each on, who may see it, and the props the shell passes. The shell builds its routes
// and loads from this table; each remote checks its exposed modules against it (src/exposes.ts), and the
// shell's typecheck compiles every remote's check, so a remote that changes what it exposes, or the props
// its screens need, fails the shell's typecheck too. Plain data and types: the shell bundles it.

export type ScreenAccess = 'public' | 'signed-in';

export interface ScreenContract {
  /** The route the shell mounts the screen on (react-router's pattern). */
  route: string;
  access: ScreenAccess;
  /** Shown while it loads and when it cannot. */
  title: string;
}

export const REMOTE_SCREENS = {
  mfe_auth: {
    AuthPanel: { route: '/auth', access: 'public', title: 'Sign In' },
    RecoveryLanding: { route: '/authorisation/*', access: 'public', title: 'Password recovery' },
    AccountSettings: { route: '/account', access: 'signed-in', title: 'Account settings' },
  },
  mfe_tracking: {
    WalletTracking: { route: '/register', access: 'signed-in', title: 'Wallet Tracking' },
  },
  mfe_analyzer: {
    TokenAnalyzer: { route: '/analyzer', access: 'signed-in', title: 'Token Analyzer' },
    Dashboard: { route: '/dashboard', access: 'signed-in', title: 'Dashboard' },
  },
  mfe_portfolio: {
    PortfolioViewer: { route: '/portfolio', access: 'signed-in', title: 'Portfolio Viewer' },
    WalletProfile: { route: '/wallet/:address', access: 'signed-in', title: 'Wallet profile' },
  },
  mfe_stealth: {
    StealthWallet: { route: '/stealth', access: 'public', title: 'StealthWallet' },
  },
  mfe_billing: {
    Pricing: { route: '/pricing', access: 'public', title: 'Pricing' },
  },
} as const satisfies Record<string, Record<string, ScreenContract>>;

export type RemoteName = keyof typeof REMOTE_SCREENS;
export type ScreenName<R extends RemoteName> = keyof (typeof REMOTE_SCREENS)[R] & string;

/**
 * The props the shell passes to each exposed screen: none today (a screen reads its route's params and
 * the session itself). A screen that needs more must get them here first, in both builds.
 */
export type ScreenProps = Record<string, never>;

/** An exposed module as the shell loads it: a default export rendered with ScreenProps. */
export interface ScreenModule {
  default: (props: ScreenProps) => unknown;
}

/**
 * A remote's exposed modules, checked: exactly the screens the contract lists for `R`, each a module the
 * shell can render with the props it passes. Use in the remote's src/exposes.ts:
 *   export const exposes = {...} satisfies ExposedScreens<'mfe_tracking'>  (type-only imports of the modules)
 */
export type ExposedScreens<R extends RemoteName> = { [S in ScreenName<R>]: ScreenModule };

/** Fails to compile unless `Exposed` lists exactly the contract's screens for `R`, each one the shell can render. */
export type CheckExposes<
  R extends RemoteName,
  Exposed extends ExposedScreens<R> & { [Extra in Exclude<keyof Exposed, ScreenName<R>>]: never },
> = Exposed;
