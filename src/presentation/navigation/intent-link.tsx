import { useContext, type FocusEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { RoutePreloaderContext } from './route-preloader-context';

/**
 * A router link that preloads its target (chunk and data) when the creator shows intent: hover,
 * keyboard focus or touch. A NavLink, so the current page's link carries aria-current="page".
 */
export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ref,
  ...props
}: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const preloader = useContext(RoutePreloaderContext);
  const warm = () => void preloader?.preload(props.to);
  return (
    <NavLink
      {...props}
      ref={ref}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        warm();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        warm();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        warm();
      }}
    />
  );
}
