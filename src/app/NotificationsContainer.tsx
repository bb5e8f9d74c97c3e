// A module of its own, so the container and its transitions become a separate chunk (importing the
// package index dynamically would keep them in the entry, which already imports that index for the store).
export { Notifications as default } from '@mantine/notifications';
