import { MantineScope } from '../../../components/mantine-scope';
import { CallbackForm } from './callback-form';

/** The callback form in its Mantine scope: the lazily loaded half of the side block. */
export default function CallbackFormPart() {
  return (
    <MantineScope>
      <CallbackForm />
    </MantineScope>
  );
}
