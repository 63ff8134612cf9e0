// Who may call a route: anyone, a signed-in user (a bearer token), or an operator (the admin token).
export type Access = 'public' | 'user' | 'operator';
