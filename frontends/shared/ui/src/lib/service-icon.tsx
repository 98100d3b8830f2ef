import { LaptopCodeIcon, PaintBrushIcon, RobotIcon } from './page-icons';

/**
 * A service's icon as the catalogue names it (laptop-code, robot, paint-brush); anything else is
 * drawn as the laptop, per the spec. The services page and the checkout draw the same one.
 */
export function ServiceIcon({ name, size }: { name: string | null; size?: number }) {
  switch (name) {
    case 'robot':
      return <RobotIcon size={size} />;
    case 'paint-brush':
      return <PaintBrushIcon size={size} />;
    default:
      return <LaptopCodeIcon size={size} />;
  }
}
