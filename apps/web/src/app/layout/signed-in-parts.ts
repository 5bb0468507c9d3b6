// The parts of the frame only a signed-in user sees (user menu, switch agency, re-login), fetched as one module
// once someone is signed in: the login page does not carry them.
export { UserMenu } from '../../components/layout/UserMenu';
export { ReloginModal } from '../../features/auth/components/ReloginModal';
export { SwitchAgencyModal } from '../../features/auth/components/SwitchAgencyModal';
