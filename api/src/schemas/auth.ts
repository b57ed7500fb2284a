import { Type } from 'typebox';

const EmailSchema = Type.String({ format: 'email', maxLength: 320 });
// Upper bound only: the length and e-mail rules are domain checks answered with REGISTER_INVALID_PASSWORD.
const PasswordSchema = Type.String({ maxLength: 256 });

export const LoginFormSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320, description: 'The e-mail address.' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    // Accepted (and ignored) so OAuth2 password-grant clients such as fastapi-users' work unchanged.
    grant_type: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const BearerTokenSchema = Type.Object(
  { access_token: Type.String(), token_type: Type.Literal('bearer') },
  { $id: 'BearerToken', additionalProperties: false },
);

export const RegisterSchema = Type.Object(
  { email: EmailSchema, password: PasswordSchema },
  { additionalProperties: false },
);

export const EmailBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });

export const TokenBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const ResetPasswordSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: PasswordSchema },
  { additionalProperties: false },
);

export const GoogleAuthorizationSchema = Type.Object(
  { authorization_url: Type.String({ format: 'uri' }) },
  { $id: 'GoogleAuthorization', additionalProperties: false },
);

// Google adds scope, authuser, prompt, hd... to the redirect: unknown keys are allowed here on purpose.
export const GoogleCallbackQuerySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
});

export const SignInMethodsSchema = Type.Object(
  {
    password: Type.Boolean({ description: 'E-mail and password: always offered.' }),
    google: Type.Boolean({
      description:
        'Sign in with Google: offered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.',
    }),
  },
  { $id: 'SignInMethods', additionalProperties: false },
);
