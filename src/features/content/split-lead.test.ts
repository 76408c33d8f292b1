import { splitLead } from './split-lead';

describe('splitLead', () => {
  it('splits at the first " - " only', () => {
    expect(splitLead('Sourced with care - we buy herbs - directly')).toEqual({
      lead: 'Sourced with care',
      rest: 'we buy herbs - directly',
    });
  });

  it('keeps hyphenated words and text without a dash whole', () => {
    expect(splitLead('GMP-certified units')).toEqual({ lead: '', rest: 'GMP-certified units' });
    expect(splitLead(' - starts with a dash')).toEqual({ lead: '', rest: '- starts with a dash' });
  });
});
