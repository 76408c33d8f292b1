import { useEffect, useLayoutEffect } from 'react';

/**
 * Tells whether the effects of the commit that mounts `<Probe />` ran in that commit's own task.
 * What runs in one task adds up to one long task (TBT): a synchronous update in the commit
 * (react-hook-form marking a form ready, say) makes React run the commit's effects there.
 */
export function commitTaskProbe() {
  let commitTaskOver = false;
  let effectsInCommitTask: boolean | undefined;
  function Probe() {
    useLayoutEffect(() => {
      void Promise.resolve().then(() => (commitTaskOver = true));
    }, []);
    useEffect(() => {
      effectsInCommitTask = !commitTaskOver;
    }, []);
    return null;
  }
  return { Probe, effectsInCommitTask: () => effectsInCommitTask };
}
