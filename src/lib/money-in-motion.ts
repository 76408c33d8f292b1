/**
 * While money is moving (the payment script loading, an order being created, a payment window
 * open, a payment being verified), nothing may reload or replace the page: the window and its
 * handler die with it. Each piece of that work holds this until it is done.
 */
let holds = 0;

export const moneyInMotion = {
  /** Holds the page until the returned release is called (calling it twice is harmless). */
  hold(): () => void {
    holds += 1;
    let held = 1;
    return () => {
      holds -= held;
      held = 0;
    };
  },
  active: () => holds > 0,
};
