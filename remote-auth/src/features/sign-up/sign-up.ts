// The three calls of sign-up, in order (spec 4). A failure says which step failed, because after
// the first one the account exists and the screen must not ask the user to register again.
import { login, register, updateName } from '@signalboard/shared/api';
import { useSession } from '@signalboard/shared/session';

export interface SignUpValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export type SignUpStep = 'register' | 'login' | 'name';

export class SignUpStepError extends Error {
  constructor(
    readonly step: SignUpStep,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : '', { cause });
  }
}

async function step<T>(name: SignUpStep, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SignUpStepError(name, error);
  }
}

export async function signUp(values: SignUpValues): Promise<void> {
  const email = values.email.trim();
  await step('register', () => register(email, values.password));
  const { access_token } = await step('login', () => login(email, values.password));
  useSession.getState().signIn(access_token);
  await step('name', () => updateName(values.firstName.trim(), values.lastName.trim()));
}
