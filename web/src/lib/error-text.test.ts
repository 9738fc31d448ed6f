import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorText } from './error-text.ts';

describe('errorText', () => {
  it("shows the server's message", () => {
    expect(errorText(new ApiError(400, 'invalid_code', 'That code is not right. 4 tries left.'))).toBe(
      'That code is not right. 4 tries left.',
    );
  });

  it('says when a rate-limited request can be tried again', () => {
    expect(errorText(new ApiError(429, 'otp_resend_too_soon', 'Please wait before asking for another code.', 25))).toBe(
      'Please wait before asking for another code. You can try again in 25 seconds.',
    );
    expect(errorText(new ApiError(429, 'too_many_requests', 'Too many codes requested', 600))).toBe(
      'Too many codes requested. You can try again in 10 minutes.',
    );
  });

  it('leaves a 429 without Retry-After as it is', () => {
    expect(errorText(new ApiError(429, 'too_many_attempts', 'Too many wrong codes. Ask for a new one.'))).toBe(
      'Too many wrong codes. Ask for a new one.',
    );
  });

  it('has a fallback for anything else', () => {
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
