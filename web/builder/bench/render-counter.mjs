// Counts React's work in the builder's page, figures that the machine's load does not change:
// the commits, and the components rendered in them. Installed before the app loads (an init
// script), as the hook React's developer tools use: React tells it of every commit, also in a
// production build.

/** Runs in the page: `window.__renders` counts from here on; `reset()` starts again at zero. */
export function installRenderCounter() {
  /** Function, class, forwardRef and memo components: what a person's code renders. */
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15])
  /** React's flag on a fiber whose component ran in the render being committed. */
  const PERFORMED_WORK = 1
  const counts = {
    commits: 0,
    rendered: 0,
    reset() {
      counts.commits = 0
      counts.rendered = 0
    },
  }
  const count = (fiber) => {
    if (COMPONENT_TAGS.has(fiber.tag)) counts.rendered++
  }
  const mounted = (fiber) => {
    count(fiber)
    for (let child = fiber.child; child; child = child.sibling) mounted(child)
  }
  // A subtree whose children are those of the previous tree was not rendered at all.
  const walk = (next, previous) => {
    if (!previous) return mounted(next)
    if (next.flags & PERFORMED_WORK) count(next)
    if (next.child === previous.child) return
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate)
  }
  window.__renders = counts
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      counts.commits++
      walk(root.current, root.current.alternate)
    },
  }
}
