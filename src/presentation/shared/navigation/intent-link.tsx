import { useContext, type FocusEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { RoutePreloaderContext } from './route-preloader-context';

/**
 * A router link that preloads its target (chunk and data) when the creator shows intent: hover,
 * keyboard focus or touch. A NavLink, so the current page's link carries aria-current="page";
 * `plain` makes it a Link that never does (a list that marks its current item itself, such as the
 * workspace steps, whose step links share one path and differ only in `?step=`).
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ref,
  plain,
  ...props
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement>; plain?: boolean }) {
  const preloader = useContext(RoutePreloaderContext);
  const warm = () => void preloader?.preload(props.to);
  const handlers = {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      onMouseEnter?.(event);
      warm();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      onFocus?.(event);
      warm();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      onTouchStart?.(event);
      warm();
    },
  };
  if (plain) {
    // Link's props are NavLink's without the render-function forms, which a plain link has no use for.
    return <Link {...(props as LinkProps)} ref={ref} {...handlers} />;
  }
  return <NavLink {...props} ref={ref} {...handlers} />;
}
