/**
 * react-router's production build as a bundler can shake it. The package makes its components at the top
 * of one large module (`var Link = React.forwardRef(...)`, `React.memo`, `React.createContext`) and names
 * them in statements after (`Link.displayName = "Link"`); a bundler must keep both as side effects, so
 * every component (NavLink, Form, ScrollRestoration, the data routers' parts) would stay in every bundle
 * whether anything uses it or not. Marking those calls pure and leaving out the names (they only label
 * React's developer tools) lets the bundler drop what nobody imports. Code of another shape is left as it
 * is: the bundle is then only bigger, never different.
 */
module.exports = function reactRouterTreeShaking(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
};
