import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

/** Brand icons keyed by channel value (the config's icon_location files are not served). */
const ICONS: Record<string, Icon> = {
  INSTAGRAM: IconBrandInstagram,
  TIKTOK: IconBrandTiktok,
  YOUTUBE: IconBrandYoutube,
  FACEBOOK: IconBrandFacebook,
  X: IconBrandX,
  TWITTER: IconBrandX,
  LINKEDIN: IconBrandLinkedin,
};

interface ChannelIconProps {
  channel: string;
  size?: number;
  /** A spoken name; without it the icon is decorative (the label is next to it). */
  label?: string;
}

export function ChannelIcon({ channel, size = 16, label }: ChannelIconProps) {
  const Component = ICONS[channel.toUpperCase()] ?? IconWorld;
  return label ? <Component size={size} role="img" aria-label={label} /> : <Component size={size} aria-hidden />;
}
