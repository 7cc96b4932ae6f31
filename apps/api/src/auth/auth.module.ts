import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { PLATFORM_CONFIG } from '../config/config.module';
import type { PlatformConfig } from '../config/platform-config';
import { ActivityLog } from './activity-log';
import { AuthController } from './auth.controller';
import { BrowserSessions } from './browser-sessions';
import { JWT_SECRET } from './auth-tokens';
import { TwoStepSecrets } from './two-step-secrets';
import { AuthService } from './auth.service';
import { resolveJwtSecret, sessionSigningKey } from './jwt-secret';
import { JwtCookieStrategy } from './jwt-cookie.strategy';
import { LoginBackoff } from './login-backoff';
import { OneTimeCodeLimits } from './one-time-code-limits';
import { OneTimeCodeService } from './one-time-code.service';
import { SecondStepBackoff } from './second-step-backoff';
import { PasswordHasher } from './password-hasher.service';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';

const jwtSecretProvider = { provide: JWT_SECRET, inject: [PLATFORM_CONFIG], useFactory: (config: PlatformConfig) => resolveJwtSecret(config) };

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [PLATFORM_CONFIG],
      useFactory: (config: PlatformConfig) => ({ secret: sessionSigningKey(resolveJwtSecret(config)), signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    jwtSecretProvider,
    AuthService,
    PasswordHasher,
    SessionService,
    LoginBackoff,
    SecondStepBackoff,
    OneTimeCodeLimits,
    OneTimeCodeService,
    JwtCookieStrategy,
    SessionGuard,
    ActivityLog,
    BrowserSessions,
    TwoStepSecrets,
  ],
  exports: [SessionService, SessionGuard, OneTimeCodeService, PasswordHasher, JWT_SECRET, ActivityLog, BrowserSessions, TwoStepSecrets],
})
export class AuthModule {}
