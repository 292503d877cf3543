import { type ComponentType, createElement } from 'react';

/** Fetches the antd scope (ConfigProvider, App, the feedback bridge): the first antd page or part asks for it. */
function loadAntdScope() {
  return import('./antd-scope.tsx').then((m) => m.AntdScope);
}

/**
 * Loads a component that draws antd together with the antd scope, and wraps it in the scope: its theme, locale and
 * motion follow the app's settings although the app shell itself carries no antd (docs/performance.md).
 */
export async function loadWithAntdScope<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, AntdScope] = await Promise.all([load(), loadAntdScope()]);
  function Scoped(props: P) {
    return createElement(AntdScope, null, createElement(Component, props));
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
