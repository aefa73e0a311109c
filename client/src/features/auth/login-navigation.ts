/** Router state the register wizard passes to /login, so the login page can confirm the registration. */
export interface LoginLocationState {
  registered: true;
}

export const REGISTERED_STATE: LoginLocationState = { registered: true };

export function cameFromRegistration(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<LoginLocationState>).registered === true;
}
