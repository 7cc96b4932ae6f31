import { Injectable } from '@nestjs/common';
import { LoginBackoff } from './login-backoff';

/**
 * Slows down guessing of second-step codes (authenticator or recovery) per account and client address, exactly
 * like wrong passwords, but counted on their own: a right password never clears them, only a right code does.
 */
@Injectable()
export class SecondStepBackoff extends LoginBackoff {
  protected override readonly failures = 'second-step-failures';
}
