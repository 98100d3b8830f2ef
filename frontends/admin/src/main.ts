// Module Federation needs an async boundary so shared singletons are negotiated before use.
import('./bootstrap');
