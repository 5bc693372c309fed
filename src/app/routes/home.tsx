import { HomePage } from '../../pages/HomePage';

export default HomePage;
