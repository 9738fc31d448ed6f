import type { UserWithDossier } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { OtpService } from './otp.service.ts';
import type { IssuedTokens, SessionsService } from './sessions.service.ts';

export interface SignInServiceDependencies {
  otp: OtpService;
  users: UsersService;
  sessions: SessionsService;
}

/** Signing in with a code: the code checked, the account made on first sign-in, a session started. */
export function createSignInService({ otp, users, sessions }: SignInServiceDependencies) {
  return {
    async withCode(
      rawPhoneNumber: string,
      code: string,
      client: { userAgent: string | null; ip: string },
    ): Promise<{ user: UserWithDossier; isNewUser: boolean; tokens: Required<IssuedTokens> }> {
      const phoneNumber = await otp.verifyCode(rawPhoneNumber, code, client.ip);
      const { user, isNewUser } = await users.signIn(phoneNumber);
      const tokens = await sessions.start(user.id, client);
      return { user, isNewUser, tokens };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
