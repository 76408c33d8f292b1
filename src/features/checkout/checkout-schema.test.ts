import { checkoutSchema, emptyCheckoutForm } from './checkout-schema';

const valid = {
  ...emptyCheckoutForm,
  firstName: ' Asha ',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '9876543210',
  email: 'asha@example.in',
};

function messageFor(values: typeof valid) {
  const result = checkoutSchema.safeParse(values);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe('checkout form rules', () => {
  it('accepts a complete address and trims what was typed', () => {
    const result = checkoutSchema.parse(valid);
    expect(result.firstName).toBe('Asha');
    expect(result.state).toBe('Maharashtra');
  });

  it('names the field and its limit when a text is too long', () => {
    expect(messageFor({ ...valid, firstName: 'a'.repeat(61) })).toEqual([
      'First Name must be at most 60 characters',
    ]);
    expect(messageFor({ ...valid, notes: 'n'.repeat(501) })).toEqual([
      'Order notes must be at most 500 characters',
    ]);
  });

  it('takes the phone and PIN code as typed and outputs the digits that are sent', () => {
    const result = checkoutSchema.parse({
      ...valid,
      phone: '+91 98111 22233',
      postalCode: '411 001',
    });
    expect(result.phone).toBe('9811122233');
    expect(result.postalCode).toBe('411001');
    expect(checkoutSchema.parse({ ...valid, phone: '098111-22233' }).phone).toBe('9811122233');
  });

  it('refuses a number that only a cut from the front would make 10 digits', () => {
    expect(messageFor({ ...valid, phone: '9198111222333' })).toEqual(['Phone must be 10 digits']);
    expect(messageFor({ ...valid, phone: '+91 98111' })).toEqual(['Phone must be 10 digits']);
  });

  it('explains a PIN code, phone and state that cannot be right', () => {
    expect(
      messageFor({ ...valid, postalCode: '011001', phone: '98765', state: 'Atlantis' }),
    ).toEqual([
      'Please choose your state',
      'PIN Code must be 6 digits and cannot start with 0',
      'Phone must be 10 digits',
    ]);
  });
});
