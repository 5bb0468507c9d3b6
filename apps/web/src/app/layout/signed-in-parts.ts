// The parts of the frame only a signed-in user sees (user menu, switch agency, re-login), fetched as one module
// once someone is signed in: the login page does not carry them. The two dialogs fetch their contents when they
// first open (session-modals.tsx).
export { UserMenu } from '../../components/layout/UserMenu';
export { ReloginModal, SwitchAgencyModal } from './session-modals';
