export { InitialsAvatar, type InitialsAvatarProps } from './initials-avatar.tsx';
export { UserAvatar, type UserAvatarProps } from './user-avatar.tsx';
