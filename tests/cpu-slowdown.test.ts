import { cpuSlowdownFor } from '../scripts/cpu-slowdown';

describe("the bench's CPU slowdown (Lighthouse's calculator)", () => {
  it("slows the calculator's reference machines as its table says", () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBe(6);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('slows a machine of ordinary speed more than the mobile preset does', () => {
    expect(cpuSlowdownFor(2500)).toBeCloseTo(8.2, 1);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 1);
  });

  it('never speeds a slow machine up, and refuses a missing index', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});
