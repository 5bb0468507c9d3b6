// Its own module, so the provider (and Mantine's Modal with it) is a chunk fetched with the first modal.
export { ModalsProvider as default } from '@mantine/modals';
