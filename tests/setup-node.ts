import { installValidationMessages } from '../src/domain/validation/messages';

installValidationMessages();
