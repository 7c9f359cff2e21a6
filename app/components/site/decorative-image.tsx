/**
 * A picture that adds nothing a screen reader needs (alt=""), loaded when it nears the viewport
 * and decoded off the main thread; width and height reserve its box so the page does not shift.
 */
export function DecorativeImage({ src, width, height, className }: { src: string; width: number; height: number; className: string }) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
