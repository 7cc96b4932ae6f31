import { API_MESSAGES, LANDING_MESSAGES, PASSWORD_RULE_MESSAGE } from '@schoolpage/content-contract';
import { fieldOfRefusal, SIGNUP_ERROR_ROOM, signupMissing, signupProblems, type SignupValues } from './signup-problems';

const filled: SignupValues = {
  organizationName: 'Green Valley School',
  userId: 'greenvalley',
  email: 'office@greenvalley.edu',
  country: 'india',
  phone: '',
  password: 'Secret123',
  agreed: true,
};

describe('sign-up problems', () => {
  it('finds none in a complete, valid form', () => {
    expect(signupProblems(filled)).toEqual({});
    expect(signupMissing(filled)).toBe('');
  });

  it('names every problem at once, each with its own words', () => {
    expect(signupProblems({ ...filled, userId: 'w c', email: 'office@greenvalley', password: 'secret12', phone: 'call us', agreed: false })).toEqual({
      userId: 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.',
      email: 'Please enter a valid email address.',
      password: PASSWORD_RULE_MESSAGE,
      phone: 'Phone number may contain digits only.',
      agreed: 'Please tick I Agree to accept the Terms & Conditions.',
    });
  });

  it('says an empty required field is required, and an unchosen country must be chosen', () => {
    const empty: SignupValues = { organizationName: ' ', userId: '', email: '', country: '', phone: '', password: '', agreed: false };
    expect(signupProblems(empty)).toEqual({
      organizationName: 'Organization Name is required.',
      userId: 'User ID is required.',
      email: 'Email address is required.',
      country: 'Please choose a country from the list.',
      password: 'Password is required.',
      agreed: 'Please tick I Agree to accept the Terms & Conditions.',
    });
  });

  it('says why Create Account is not ready yet', () => {
    expect(signupMissing({ ...filled, userId: '', password: '', agreed: false })).toBe('To create your account, fill in User ID and Password and tick I Agree.');
    expect(signupMissing({ ...filled, organizationName: '', userId: '', email: '' })).toBe('To create your account, fill in Organization Name, User ID and Email address.');
    expect(signupMissing({ ...filled, agreed: false })).toBe('To create your account, tick I Agree.');
  });

  it('puts a taken user ID or e-mail beside its field', () => {
    expect(fieldOfRefusal('This user ID is already taken.')).toBe('userId');
    expect(fieldOfRefusal('An account with this e-mail already exists.')).toBe('email');
    expect(fieldOfRefusal('Registration failed.')).toBeUndefined();
  });
});

describe('the room each sign-up field keeps for its message', () => {
  it('is the longest the field can say: its rule, its absence, or the server\'s refusal', () => {
    expect(SIGNUP_ERROR_ROOM).toEqual({
      organizationName: 'Organization name must be at most 120 characters.',
      userId: 'User ID must be 3 to 40 characters: letters, digits, dot, dash or underscore.',
      email: expect.any(String),
      country: 'Please choose a country from the list.',
      phone: 'Phone number may contain digits only.',
      password: PASSWORD_RULE_MESSAGE,
      agreed: LANDING_MESSAGES.agreeRequired,
    });
    for (const message of ['Please enter a valid email address.', 'Email address is required.', API_MESSAGES.auth.emailTaken]) {
      expect(SIGNUP_ERROR_ROOM.email.length).toBeGreaterThanOrEqual(message.length);
    }
  });
});
