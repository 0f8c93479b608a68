import { Avatar, type AvatarProps } from '@mantine/core';

interface CompanyLogoProps extends Omit<AvatarProps, 'src' | 'name'> {
  name: string;
  logo: string | null | undefined;
}

/** The company's uploaded logo, else its initials. Decorative: the name is always written next to it. */
export function CompanyLogo({ name, logo, size = 40, ...props }: CompanyLogoProps) {
  return (
    <Avatar src={logo || null} name={name} color="initials" radius="md" size={size} alt="" aria-hidden {...props} />
  );
}
