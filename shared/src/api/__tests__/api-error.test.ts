import { ApiError, errorMessage } from '../api-error';

describe('errorMessage', () => {
  it("shows an ApiError's sentence: the server's detail, else the call's own", () => {
    expect(errorMessage(new ApiError(409, { detail: 'Already a member.' }, 'Failed'), 'x')).toBe(
      'Already a member.',
    );
    expect(errorMessage(new ApiError(500, 'boom', 'Could not save'), 'x')).toBe('Could not save');
  });

  it('falls back for anything thrown without a message', () => {
    expect(errorMessage(new Error(''), 'An error occurred')).toBe('An error occurred');
    expect(errorMessage('nope', 'An error occurred')).toBe('An error occurred');
    expect(errorMessage(undefined, 'An error occurred')).toBe('An error occurred');
  });
});
